import { Anchor, Image, Typography } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { CardStateView } from '../components/CardStateView.tsx';
import { safeImageSource, safeLinkUrl } from '../components/safe-url.ts';
import { cardText } from './card-text.ts';

/** Links that survived the URL check open outside the app; refused ones are plain text. */
const COMPONENTS: Components = {
  a: ({ href, children }) =>
    href ? (
      <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </Anchor>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) => {
    const source = typeof src === 'string' ? safeImageSource(src) : null;
    return source ? <Image src={source} alt={alt ?? ''} fit="contain" maw="100%" /> : null;
  },
};

/** Every URL of the document goes through the same check: http(s) and mailto, or nothing. */
function transformUrl(url: string, key: string): string {
  return key === 'src' ? (safeImageSource(url) ?? '') : safeLinkUrl(url);
}

/**
 * A text annotation in markdown. Raw HTML is dropped (skipHtml), so no script, style or event handler can
 * reach the page; links and images keep only safe addresses.
 */
export function TextRenderer({ definition, config }: CardRendererProps) {
  const text = config.text?.trim() ?? cardText(definition);
  if (text === '') return <CardStateView state="empty" onRetry={null} />;
  return (
    <Typography style={{ overflowY: 'auto', height: '100%' }} data-testid="text-card">
      <Markdown skipHtml urlTransform={transformUrl} components={COMPONENTS}>
        {text}
      </Markdown>
    </Typography>
  );
}
