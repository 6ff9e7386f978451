import type { ComponentType as CardComponentType } from '@mirante/core';
import type { ComponentType } from 'react';
import type { CardRendererProps } from './card-renderer-props.ts';
import { LineRenderer } from './renderers/LineRenderer.tsx';

/**
 * One renderer per component type of core's card definitions. The record type makes a new component type
 * fail to compile until its renderer is registered here.
 */
export const rendererRegistry: Record<CardComponentType, ComponentType<CardRendererProps>> = {
  line: LineRenderer,
};
