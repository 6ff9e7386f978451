import { type CardData, cardRegistry, GPT_REPLY_MAX_LENGTH } from '@mirante/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http-client.ts';
import { CardRenderer } from '../renderers/CardRenderer.tsx';
import { renderCardRenderer } from '../renderers/render-card-renderer.tsx';
import type { RendererServices, ReplyServices } from './renderer-services.ts';

const ITEMS = [
  {
    id: 'p1',
    channel: 'twitter',
    postedAt: Date.parse('2026-03-10T13:00:00Z'),
    url: 'https://social.example.com/status/1',
    excerpt: 'Meu pedido não chegou até agora, alguém me ajuda?',
    suggestion: 'Olá! Sentimos muito. Pode nos chamar por mensagem privada com o número do pedido?',
  },
  {
    id: 'p2',
    channel: 'instagram',
    postedAt: Date.parse('2026-03-10T12:00:00Z'),
    url: null,
    excerpt: 'Amei o bolo de laranja!',
    suggestion: null,
  },
];

const data = (fields: Partial<Extract<CardData, { kind: 'replySuggestions' }>> = {}): CardData => ({
  kind: 'replySuggestions',
  assistant: 'on',
  replying: 'on',
  problem: null,
  items: ITEMS,
  ...fields,
});

function services(replies: ReplyServices | undefined): RendererServices {
  return {
    searchKey: vi.fn(),
    searchPosts: vi.fn(),
    searchAuthors: vi.fn(),
    importFile: vi.fn(),
    ...(replies ? { replies } : {}),
  };
}

const renderCard = (card: CardData, replies?: ReplyServices) =>
  renderCardRenderer(CardRenderer, {
    type: 'card',
    data: card,
    definition: cardRegistry.get('LSN_78'),
    services: services(replies),
  });

describe('the AI reply suggestions card (LSN_78)', () => {
  it('says how to turn the model on when it is off', () => {
    renderCard(data({ assistant: 'off', replying: 'off', items: [] }));
    expect(screen.getByText('Sugestões com IA desligadas')).toBeTruthy();
    expect(screen.getByText(/MIRANTE_AI_BASE_URL, MIRANTE_AI_API_KEY, MIRANTE_AI_MODEL/)).toBeTruthy();
  });

  it('shows each post’s excerpt and its editable suggestion, with the length bounds', () => {
    renderCard(data(), { reply: vi.fn(), dismiss: vi.fn() });
    expect(screen.getByText(ITEMS[0]?.excerpt ?? '')).toBeTruthy();
    expect(screen.getByText('Ainda sem sugestão para este post.')).toBeTruthy();
    const box = screen.getByLabelText('Sugestão de resposta') as HTMLTextAreaElement;
    expect(box.value).toBe(ITEMS[0]?.suggestion);
    fireEvent.change(box, { target: { value: 'x'.repeat(GPT_REPLY_MAX_LENGTH + 1) } });
    expect(screen.getByText('A resposta deve ter entre 1 e 280 caracteres.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Responder' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect((screen.getByRole('button', { name: 'Responder' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('replies with the edited text, says so and drops the post', async () => {
    const reply = vi.fn(async () => 'Tweet respondido com sucesso!');
    renderCard(data(), { reply, dismiss: vi.fn() });
    fireEvent.change(screen.getByLabelText('Sugestão de resposta'), {
      target: { value: 'Oi! Já vamos ver.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Tweet respondido com sucesso!')).toBeTruthy();
    expect(reply).toHaveBeenCalledWith('p1', 'Oi! Já vamos ver.');
    await waitFor(() => expect(screen.queryByText(ITEMS[0]?.excerpt ?? '')).toBeNull());
  });

  it('says the server’s error and keeps the post when replying fails', async () => {
    const reply = vi.fn(async () => {
      throw new ApiError(422, 'replyLength', 'A resposta deve ter entre 1 e 280 caracteres.');
    });
    renderCard(data(), { reply, dismiss: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('A resposta deve ter entre 1 e 280 caracteres.')).toBeTruthy();
    expect(screen.getByText(ITEMS[0]?.excerpt ?? '')).toBeTruthy();
  });

  it('says the reply failed, not a proxy’s or the browser’s words, when no server message came', async () => {
    const reply = vi.fn(async () => {
      throw new ApiError(502, null, 'HTTP 502');
    });
    renderCard(data(), { reply, dismiss: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Erro ao responder ao tweet!')).toBeTruthy();
    expect(screen.queryByText('HTTP 502')).toBeNull();
  });

  it('dismisses a suggestion', async () => {
    const dismiss = vi.fn(async () => 'Sugestão descartada.');
    renderCard(data(), { reply: vi.fn(), dismiss });
    fireEvent.click(screen.getAllByRole('button', { name: 'Descartar' })[0] as HTMLElement);
    expect(await screen.findByText('Sugestão descartada.')).toBeTruthy();
    expect(dismiss).toHaveBeenCalledWith('p1');
  });

  it('says replying is not configured, and what the model’s problem was', () => {
    renderCard(data({ replying: 'off', problem: 'rateLimited' }), { reply: vi.fn(), dismiss: vi.fn() });
    expect(
      screen.getByText(/Responder não está configurado neste servidor: defina a variável MIRANTE_REPLY_URL/),
    ).toBeTruthy();
    expect(screen.getByText(/limite de pedidos/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Responder' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
