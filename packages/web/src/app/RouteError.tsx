import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen.tsx';
import { errorStatusFor } from './error-status.ts';
import { ChunkLoadError } from './lazy-chunk.ts';

/** A route that failed to load (its chunk, its loader or its render) shows the error screen. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorScreen
      status={errorStatusFor(error)}
      detail={error instanceof ChunkLoadError && error.type === 'missing' ? 'error.chunk.detail' : null}
    />
  );
}
