import type { DocumentImport, PostOrdering, WarRoomPost, WarRoomUser } from '@mirante/core';
import { createContext, use } from 'react';

/** Importer calls of spec §7, by the card's endpoint: a document by link, or a spreadsheet file. */
export type ImportRequest =
  | { endpoint: 'classify-pdf-v3'; document: DocumentImport }
  | { endpoint: 'v2/importer/register/sheet/xlsx' | 'tag-posts'; file: File };

/** 'unavailable': this server has no such importer, and the card says so instead of failing. */
export type ImportOutcome = 'sent' | 'unavailable';

export interface PostSearchRequest {
  /** A query that passed core's text-search rules. */
  query: string;
  ordering: PostOrdering;
}

/**
 * What the interactive renderers (search, importer) ask of the world. The dashboard provides the server's
 * (serverRendererServices); the gallery provides fixtures. Renderers never build requests themselves.
 */
export interface RendererServices {
  searchPosts(request: PostSearchRequest, signal: AbortSignal): Promise<WarRoomPost[]>;
  /** Authors whose username contains the text. */
  searchAuthors(text: string, signal: AbortSignal): Promise<WarRoomUser[]>;
  importFile(request: ImportRequest): Promise<ImportOutcome>;
}

export const RendererServicesContext = createContext<RendererServices | null>(null);

/** Null where nothing provides them: search and import then say they are unavailable. */
export function useRendererServices(): RendererServices | null {
  return use(RendererServicesContext);
}
