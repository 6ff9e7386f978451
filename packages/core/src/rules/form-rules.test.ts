import { describe, expect, it } from 'vitest';
import type { CreateCustomComponentInput } from '../contracts/custom-component.ts';
import { translate } from '../i18n/messages.ts';
import { validateCustomComponent } from './component-rules.ts';
import { checkFlagIdentity, missingIdentityFields } from './feature-flag-identity.ts';
import { validateGuestAccess } from './guest-access-rules.ts';
import { validateInvites } from './invite-rules.ts';
import { validateUseCases } from './onboarding-rules.ts';
import { validateRename } from './rename-rules.ts';

describe('rename dashboard', () => {
  it('requires a title', () => {
    const result = validateRename({ title: '   ', description: 'x' });
    expect(result).toEqual({
      ok: false,
      error: 'rename.errors.titleRequired',
      fields: { title: 'rename.errors.titleRequired' },
    });
    expect(translate('rename.errors.titleRequired')).toBe('O título é obrigatório');
  });

  it('trims what it keeps', () => {
    expect(validateRename({ title: ' Visão geral ', description: ' ' })).toEqual({
      ok: true,
      value: { title: 'Visão geral', description: '' },
    });
  });
});

describe('create component', () => {
  const valid: CreateCustomComponentInput = {
    title: 'Menções por canal',
    description: 'Quantas menções cada canal trouxe.',
    lgpd: false,
    featureFlag: null,
    dataSource: 'listening',
    chartType: 'column',
    entity: 'posts',
    chartTemplate: {
      grouping: ['channel'],
      metricsMetadata: { fields: ['id'], label: 'Menções', operators: ['count'] },
      method: 'count',
    },
  };

  it('accepts a complete component', () => {
    const result = validateCustomComponent(valid);
    expect(result.ok && result.value.title).toBe('Menções por canal');
  });

  it('requires the title ("Campo obrigatório.")', () => {
    const result = validateCustomComponent({ ...valid, title: '' });
    expect(result).toEqual({ ok: false, error: 'form.required', fields: { title: 'form.required' } });
    expect(translate('form.required')).toBe('Campo obrigatório.');
  });

  it('allows 50 characters of title and 200 of description, not more', () => {
    expect(
      validateCustomComponent({ ...valid, title: 'a'.repeat(50), description: 'b'.repeat(200) }).ok,
    ).toBe(true);
    expect(validateCustomComponent({ ...valid, title: 'a'.repeat(51) })).toMatchObject({
      fields: { title: 'component.errors.titleTooLong' },
    });
    expect(validateCustomComponent({ ...valid, description: 'b'.repeat(201) })).toMatchObject({
      fields: { description: 'component.errors.descriptionTooLong' },
    });
  });

  it('refuses unknown choices and invalid templates ("Valores inválidos.")', () => {
    expect(
      validateCustomComponent({ ...valid, featureFlag: 'nope' as CreateCustomComponentInput['featureFlag'] }),
    ).toMatchObject({
      ok: false,
      fields: { featureFlag: 'form.invalidValues' },
    });
    expect(
      validateCustomComponent({ ...valid, chartTemplate: { ...valid.chartTemplate, grouping: ['likes'] } }),
    ).toEqual({
      ok: false,
      error: 'form.invalidValues',
      fields: { chartTemplate: 'errors.groupingInvalid' },
    });
    expect(translate('form.invalidValues')).toBe('Valores inválidos.');
  });
});

describe('invites', () => {
  it('needs at least one e-mail', () => {
    expect(validateInvites(' , ')).toMatchObject({ ok: false, error: 'invite.errors.empty' });
    expect(translate('invite.errors.empty')).toBe('Adicione algum email.');
  });

  it('needs every e-mail valid, hinting the field', () => {
    expect(validateInvites('ana@exemplo.com, bruno@')).toEqual({
      ok: false,
      error: 'invite.errors.invalid',
      fields: { emails: 'invite.hint' },
    });
    expect(translate('invite.hint')).toBe('Insira um e-mail válido.');
  });

  it('refuses an e-mail twice or one already invited', () => {
    expect(validateInvites('ana@exemplo.com, ANA@exemplo.com')).toMatchObject({
      error: 'invite.errors.duplicate',
    });
    expect(validateInvites('ana@exemplo.com', ['Ana@Exemplo.com'])).toMatchObject({
      error: 'invite.errors.duplicate',
    });
    expect(translate('invite.errors.duplicate')).toBe('E-mail incorreto.');
  });

  it('answers the comma-separated e-mails in lower case', () => {
    expect(validateInvites('Ana@Exemplo.com,  bruno@exemplo.com.br')).toEqual({
      ok: true,
      value: ['ana@exemplo.com', 'bruno@exemplo.com.br'],
    });
  });
});

describe('guest access', () => {
  it('requires the e-mail and the acceptance of the terms', () => {
    expect(validateGuestAccess({ email: '', acceptedTerms: false, accessCode: null })).toEqual({
      ok: false,
      error: 'guest.errors.emailRequired',
      fields: { email: 'guest.errors.emailRequired', acceptedTerms: 'guest.errors.termsRequired' },
    });
    expect(translate('guest.errors.emailRequired')).toBe('O e-mail é obrigatório.');
  });

  it('needs a real e-mail and, on the code screen, the code', () => {
    expect(validateGuestAccess({ email: 'ana', acceptedTerms: true, accessCode: null })).toMatchObject({
      fields: { email: 'guest.errors.emailInvalid' },
    });
    expect(
      validateGuestAccess({ email: 'ana@exemplo.com', acceptedTerms: true, accessCode: ' ' }),
    ).toMatchObject({
      fields: { accessCode: 'guest.errors.accessCodeRequired' },
    });
    expect(
      validateGuestAccess({ email: ' ana@exemplo.com ', acceptedTerms: true, accessCode: ' AB12 ' }),
    ).toEqual({
      ok: true,
      value: { email: 'ana@exemplo.com', acceptedTerms: true, accessCode: 'AB12' },
    });
  });
});

describe('onboarding', () => {
  it('needs at least one use case', () => {
    expect(validateUseCases([' '])).toMatchObject({ ok: false, error: 'onboarding.errors.useCaseRequired' });
    expect(translate('onboarding.errors.useCaseRequired')).toBe(
      'Você precisa escolher, pelo menos, um caso de uso para seguir no onboarding.',
    );
    expect(validateUseCases(['sac', 'listening', 'sac'])).toEqual({ ok: true, value: ['sac', 'listening'] });
  });
});

describe('feature-flag identity', () => {
  const complete = {
    account: 'acc1',
    dashboard: 'dash1',
    universe: 'uni1',
    userEmail: 'ana@exemplo.com',
    userName: 'Ana',
    userId: 'u1',
    userGroup: 'Mirante',
  };

  it('passes a complete identity', () => {
    expect(checkFlagIdentity(complete)).toEqual({ ok: true, value: complete });
  });

  it('reports which parts are missing', () => {
    expect(missingIdentityFields({ ...complete, dashboard: null, userGroup: ' ' })).toEqual([
      'dashboard',
      'userGroup',
    ]);
    expect(checkFlagIdentity({ account: 'acc1' })).toEqual({
      ok: false,
      error: 'flags.errors.missingIdentity',
      fields: {
        dashboard: 'form.required',
        universe: 'form.required',
        userEmail: 'form.required',
        userName: 'form.required',
        userId: 'form.required',
        userGroup: 'form.required',
      },
    });
  });
});
