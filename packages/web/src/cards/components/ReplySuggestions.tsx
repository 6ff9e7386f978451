import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  type CardData,
  fillMessage,
  formatDateTime,
  GPT_ASSISTANT_VARIABLES,
  GPT_REPLY_MAX_LENGTH,
  GPT_REPLY_VARIABLES,
  type GptSuggestion,
  replyLength,
  replyLengthOk,
} from '@mirante/core';
import { useState } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { errorText } from '../../features/sharing/error-text.ts';
import { CardStateView } from './CardStateView.tsx';
import { ChannelIcon } from './ChannelIcon.tsx';
import classes from './feed-cards.module.css';
import { type ReplyServices, useRendererServices } from './renderer-services.ts';
import { isWebAddress } from './safe-url.ts';

type SuggestionsData = Extract<CardData, { kind: 'replySuggestions' }>;

const LIST_STYLE = { listStyle: 'none', overflowY: 'auto', height: '100%' } as const;

/** What an action left to say: the server's message, good or bad. */
interface Outcome {
  ok: boolean;
  message: string;
}

interface SuggestionItemProps {
  item: GptSuggestion;
  replies: ReplyServices | null;
  replying: boolean;
  /** The post was replied or dismissed: the card drops it and says so. */
  onDone(outcome: Outcome): void;
}

/** One post waiting: its excerpt, the suggested reply (editable within the bounds), Responder and Descartar. */
function SuggestionItem({ item, replies, replying, onDone }: SuggestionItemProps) {
  const { t } = useI18n();
  const [text, setText] = useState(item.suggestion ?? '');
  const [pending, setPending] = useState<'reply' | 'dismiss' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const length = replyLength(text);
  const fits = replyLengthOk(text);

  const run = async (action: 'reply' | 'dismiss') => {
    if (replies === null) return;
    setPending(action);
    setFailure(null);
    try {
      const message =
        action === 'reply' ? await replies.reply(item.id, text) : await replies.dismiss(item.id);
      onDone({ ok: true, message });
    } catch (error) {
      setFailure(errorText(error, t(action === 'reply' ? 'tweet.errors.reply' : 'errors.internal')));
      setPending(null);
    }
  };

  return (
    <article
      className={`${Paper.classes.root} ${classes.card}`}
      data-with-border
      data-testid="reply-suggestion"
    >
      <Group gap="xs" wrap="nowrap">
        <ChannelIcon channel={item.channel} />
        <time className={classes.dimmed} dateTime={new Date(item.postedAt).toISOString()}>
          {formatDateTime(item.postedAt)}
        </time>
        {item.url !== null && isWebAddress(item.url) && (
          <a
            className={`${classes.small} ${classes.link}`}
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('renderer.post.open')}
          </a>
        )}
      </Group>
      <blockquote className={classes.text} style={{ margin: 0 }} aria-label={t('gpt.post')}>
        {item.excerpt}
      </blockquote>
      {item.suggestion === null ? (
        <Text size="xs" c="dimmed">
          {t('gpt.noSuggestion')}
        </Text>
      ) : (
        <>
          <Textarea
            label={t('gpt.suggestion')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rows={3}
            error={fits ? null : t('gpt.errors.replyLength')}
            description={fillMessage(t('gpt.length'), { length, max: GPT_REPLY_MAX_LENGTH })}
          />
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() => run('reply')}
              disabled={!replying || replies === null || !fits || pending !== null}
              loading={pending === 'reply'}
            >
              {t('gpt.reply')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => run('dismiss')}
              disabled={replies === null || pending !== null}
              loading={pending === 'dismiss'}
            >
              {t('gpt.dismiss')}
            </Button>
          </Group>
        </>
      )}
      {failure !== null && (
        <Alert color="red" role="alert" p="xs">
          {failure}
        </Alert>
      )}
    </article>
  );
}

/**
 * The AI reply suggestions card (LSN_78, docs/ai-replies.md): how to turn the model on when it is off; else the
 * posts waiting with their suggestions, what went wrong with the model, and whether replying is configured.
 */
export function ReplySuggestions({ title, data }: { title: string; data: SuggestionsData }) {
  const { t } = useI18n();
  const services = useRendererServices();
  const replies = services?.replies ?? null;
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (data.assistant === 'off') {
    return (
      <Alert color="gray" title={t('gpt.off.title')} data-testid="reply-suggestions-off">
        {fillMessage(t('gpt.off.body'), { variables: GPT_ASSISTANT_VARIABLES.join(', ') })}
      </Alert>
    );
  }
  const items = data.items.filter((item) => !done.has(item.id));
  const replying = data.replying === 'on';
  return (
    <Stack gap="xs" h="100%">
      {data.problem !== null && (
        <Alert color="orange" role="alert" p="xs">
          {t(`gpt.problem.${data.problem}`)}
        </Alert>
      )}
      {!replying && (
        <Text size="xs" c="dimmed">
          {fillMessage(t('gpt.replyOff'), { variables: GPT_REPLY_VARIABLES.join(', ') })}
        </Text>
      )}
      {replies === null && (
        <Text size="xs" c="dimmed">
          {t('gpt.errors.unavailable')}
        </Text>
      )}
      {outcome !== null && (
        <Alert color={outcome.ok ? 'teal' : 'red'} role="status" p="xs">
          {outcome.message}
        </Alert>
      )}
      {items.length === 0 ? (
        data.problem === null && <CardStateView state="empty" onRetry={null} />
      ) : (
        <Stack component="ul" aria-label={title} gap="xs" m={0} p={0} style={LIST_STYLE}>
          {items.map((item) => (
            <li key={item.id}>
              <SuggestionItem
                item={item}
                replies={replies}
                replying={replying}
                onDone={(result) => {
                  setOutcome(result);
                  setDone((before) => new Set(before).add(item.id));
                }}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
