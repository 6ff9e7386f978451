import { Paper, rem } from '@mantine/core';
import type { CardHeight } from '@mirante/core';
import type { ReactNode, Ref } from 'react';
import classes from './CardFrame.module.css';
import { AUTO_BODY_MIN_PX, CARD_HEIGHT_PX } from './card-heights.ts';

export type CardState = 'loading' | 'empty' | 'error' | 'ready';

interface CardFrameProps {
  cardId: string;
  title: string;
  height: CardHeight;
  state: CardState;
  /** The card's menu (exports, table view, full screen), beside the title; null for none. */
  menu?: ReactNode;
  /** Before the title: the drag handle, for editors. */
  handle?: ReactNode;
  /** The editor's short note, under the title. */
  annotation?: string | null;
  /** How the numbers were made (translated card notes), in small print under the body. */
  notes?: readonly string[];
  /** The frame element, for full screen. */
  frameRef?: Ref<HTMLElement>;
  /** In full screen the card fills the screen instead of its height preset. */
  fullscreen?: boolean;
  children: ReactNode;
}

const NO_NOTES: readonly string[] = [];

/** The chrome every card shares; `data-card-id` and `data-state` let tests and tools wait for a card. */
export function CardFrame({
  cardId,
  title,
  height,
  state,
  menu = null,
  handle = null,
  annotation = null,
  notes = NO_NOTES,
  frameRef,
  fullscreen = false,
  children,
}: CardFrameProps) {
  const heightPx = CARD_HEIGHT_PX[height];
  return (
    <section
      ref={frameRef}
      className={`${Paper.classes.root} ${classes.frame}`}
      data-with-border
      style={{ height: fullscreen ? '100vh' : heightPx === null ? undefined : rem(heightPx) }}
      data-card-id={cardId}
      data-state={state}
      aria-busy={state === 'loading'}
    >
      <div className={classes.head}>
        <div className={classes.heading}>
          {handle}
          <h2 className={classes.title}>{title}</h2>
        </div>
        {menu}
      </div>
      {annotation ? (
        <p className={classes.annotation} data-testid="card-annotation">
          {annotation}
        </p>
      ) : null}
      <div className={classes.body} style={{ minHeight: heightPx === null ? AUTO_BODY_MIN_PX : 0 }}>
        {children}
      </div>
      {notes.length > 0 ? (
        <div className={classes.notes} data-testid="card-notes">
          {notes.map((note) => (
            <p key={note} role="note" className={classes.note}>
              {note}
            </p>
          ))}
        </div>
      ) : null}
    </section>
  );
}
