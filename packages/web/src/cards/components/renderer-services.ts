import type { DocumentImport, PostOrdering, WarRoomPost, WarRoomUser } from '@mirante/core';
import type { QueryKey } from '@tanstack/react-query';
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

/** A search typed into a search card: posts by a boolean query in an ordering, or authors by name. */
export type CardSearch = ({ target: 'posts' } & PostSearchRequest) | { target: 'authors'; text: string };

/**
 * What the interactive renderers (search, importer) ask of the world. The dashboard provides the server's
 * (serverRendererServices); the gallery provides fixtures. Renderers never build requests themselves.
 */
export interface RendererServices {
  /**
   * The query key of a search. On a dashboard it names what the search asks where: under the card data of
   * the view's universe and period, with the card's and the dashboard's filters, so a refresh reaches it and
   * another universe or period never answers it.
   */
  searchKey(search: CardSearch): QueryKey;
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
