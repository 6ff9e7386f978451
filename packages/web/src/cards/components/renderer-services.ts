import type {
  DocumentImport,
  PostOrdering,
  SheetImporterEndpoint,
  WarRoomPost,
  WarRoomUser,
} from '@mirante/core';
import type { QueryKey } from '@tanstack/react-query';
import { createContext, use } from 'react';

/** Importer calls of spec §7, by the card's endpoint: a PDF with its link, date and masking, or a spreadsheet. */
export type ImportRequest =
  | { endpoint: 'classify-pdf-v3'; document: DocumentImport; file: File }
  | { endpoint: 'v2/importer/register/sheet/xlsx' | 'tag-posts'; file: File };

/**
 * What became of an import: accepted by the server, with the posts it stored (comment sheet) or tagged (tag
 * sheet) as its answer counts them (null when the answer gives no count); or 'unavailable': this server has no
 * such importer, and the card says so instead of failing.
 */
export type ImportOutcome =
  | { status: 'accepted'; endpoint: ImportRequest['endpoint']; imported: number | null }
  | { status: 'unavailable' };

export interface PostSearchRequest {
  /** A query that passed core's text-search rules. */
  query: string;
  ordering: PostOrdering;
}

/** A search typed into a search card: posts by a boolean query in an ordering, or authors by name. */
export type CardSearch = ({ target: 'posts' } & PostSearchRequest) | { target: 'authors'; text: string };

/**
 * Replying to a post and dismissing its AI suggestion (studio gpt/reply, gpt/delete): each answers the server's
 * message ('Tweet respondido com sucesso!') and rejects with the server's error message.
 */
export interface ReplyServices {
  reply(postId: string, text: string): Promise<string>;
  dismiss(postId: string): Promise<string>;
}

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
  /** Rejects with the server's refusal (ApiError); `onProgress` hears the share of the file sent, 0–100. */
  importFile(request: ImportRequest, onProgress?: (percent: number) => void): Promise<ImportOutcome>;
  /**
   * Where a sheet importer's template and a failed import's error sheet are fetched from, for this universe;
   * left out where there is no server (a preview, the gallery): the form then offers no template.
   */
  importSheets?: ImportSheets;
  /** Left out where no one may reply (a preview, the gallery): the suggestions card then says so. */
  replies?: ReplyServices;
}

/** Downloads of the sheet importers (core SHEET_IMPORTER_TEMPLATES, an import's errorSheetUrl). */
export interface ImportSheets {
  downloadTemplate(endpoint: SheetImporterEndpoint): Promise<void>;
  /** `path` as the server's answer gives it (ImportRejected.errorSheetUrl). */
  downloadErrorSheet(path: string): Promise<void>;
}

export const RendererServicesContext = createContext<RendererServices | null>(null);

/** Null where nothing provides them: search and import then say they are unavailable. */
export function useRendererServices(): RendererServices | null {
  return use(RendererServicesContext);
}
