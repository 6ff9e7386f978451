import type { IngestDataset, IngestRecord } from '@mirante/core';

/** One generated record and the dataset it belongs to: the demo generators yield these, day by day. */
export type DemoRow = { [D in IngestDataset]: { dataset: D; record: IngestRecord<D> } }[IngestDataset];
