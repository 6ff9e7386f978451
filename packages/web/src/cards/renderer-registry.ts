import type { ComponentType as CardComponentType } from '@mirante/core';
import type { ComponentType } from 'react';
import type { CardRendererProps } from './card-renderer-props.ts';
import { LineRenderer } from './renderers/LineRenderer.tsx';

/**
 * The renderer of each component type of core's card definitions, keyed by componentType. A card whose type
 * has no renderer yet shows as not displayable instead of failing the dashboard.
 */
export const rendererRegistry: Partial<Record<CardComponentType, ComponentType<CardRendererProps>>> = {
  line: LineRenderer,
};
