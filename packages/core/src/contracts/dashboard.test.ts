import { describe, expect, it } from 'vitest';
import { CreateCustomComponentRequest } from './custom-component.ts';
import {
  CardConfig,
  DashboardConflictResponse,
  RenameDashboardRequest,
  SaveDashboardRequest,
} from './dashboard.ts';
import { GuestAccessRequest } from './guest-access.ts';
import { PublishState, UNPUBLISHED } from './publishing.ts';

describe('dashboard contracts', () => {
  it('reads a card config without overrides as "as the definition"', () => {
    expect(
      CardConfig.parse({
        uid: 'c1',
        id: 'LSN_13',
        width: 6,
        height: 'MID',
        title: null,
        description: null,
        configVersion: 2,
      }),
    ).toMatchObject({
      shareable: null,
      subDataType: null,
      selectedFilters: null,
      control: null,
      desk: null,
      audience: null,
    });
  });

  it('needs the version a save started from, and accepts only editable fields', () => {
    expect(SaveDashboardRequest.safeParse({ patch: { title: 'Novo' } }).success).toBe(false);
    const save = SaveDashboardRequest.parse({ version: 3, patch: { title: 'Novo', isPublished: true } });
    expect(save.patch).toEqual({ title: 'Novo' });
  });

  it('names who saved last in a 409 answer', () => {
    const conflict = {
      status: 'error',
      error: { code: 'CONFLICT', message: 'Este dashboard foi salvo por outra pessoa…', fields: null },
      savedBy: { name: 'Ana', email: 'ana@exemplo.com' },
      savedAt: 1_700_000_000_000,
      currentVersion: 4,
    };
    expect(DashboardConflictResponse.parse(conflict).savedBy.name).toBe('Ana');
  });

  it('requires a title to rename', () => {
    const result = RenameDashboardRequest.safeParse({ version: 1, title: '  ' });
    expect(result.error?.issues[0]?.message).toBe('rename.errors.titleRequired');
  });
});

describe('guest access contract', () => {
  it('takes a token or an access code, an e-mail and accepted terms', () => {
    expect(
      GuestAccessRequest.safeParse({ token: 't', email: 'ana@exemplo.com', acceptedTerms: true }).success,
    ).toBe(true);
    expect(
      GuestAccessRequest.safeParse({ accessCode: 'AB12', email: 'ana@exemplo.com', acceptedTerms: true })
        .success,
    ).toBe(true);
    const noTerms = GuestAccessRequest.safeParse({
      token: 't',
      email: 'ana@exemplo.com',
      acceptedTerms: false,
    });
    expect(noTerms.success).toBe(false);
    expect(GuestAccessRequest.safeParse({ token: 't', email: '', acceptedTerms: true }).success).toBe(false);
    expect(GuestAccessRequest.safeParse({ email: 'ana@exemplo.com', acceptedTerms: true }).success).toBe(
      false,
    );
  });
});

describe('publishing contract', () => {
  it('resets to publishedAt 0 and empty token and publisher when unpublished', () => {
    expect(PublishState.parse(UNPUBLISHED)).toEqual({
      isPublished: false,
      publishedAt: '0',
      publishedToken: '',
      publishedBy: '',
      accessCode: null,
    });
  });
});

describe('custom component contract', () => {
  it('limits title to 50 and description to 200 characters', () => {
    const base = {
      title: 'a'.repeat(50),
      description: 'b'.repeat(200),
      dataSource: 'sac',
      chartType: 'donut',
      entity: 'sac-status',
      chartTemplate: {
        grouping: ['value'],
        metricsMetadata: { fields: ['id'], label: 'x', operators: ['count'] },
        method: 'count',
      },
    };
    const parsed = CreateCustomComponentRequest.parse(base);
    expect(parsed).toMatchObject({ lgpd: false, featureFlag: null });
    expect(CreateCustomComponentRequest.safeParse({ ...base, title: 'a'.repeat(51) }).success).toBe(false);
    expect(CreateCustomComponentRequest.safeParse({ ...base, description: 'b'.repeat(201) }).success).toBe(
      false,
    );
  });
});
