import type { GptSuggestionsAnswer } from '../contracts/gpt.ts';
import type { CardData } from './card-data.ts';

/**
 * gpt/suggestions as the card draws it: the answer's posts and suggestions as they are (already without
 * authors), and whether the model and the reply connector are on; no answer yet is an empty card with both on.
 */
export function gptSuggestionsCardData(answer: GptSuggestionsAnswer | undefined): CardData {
  if (answer === undefined)
    return { kind: 'replySuggestions', assistant: 'on', replying: 'on', problem: null, items: [] };
  const { status: _status, ...rest } = answer;
  return { kind: 'replySuggestions', ...rest };
}
