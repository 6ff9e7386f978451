import { useSearchParams } from 'react-router';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { type ErrorStatus, parseErrorStatus } from '../../app/error-status.ts';

interface ErrorPageProps {
  /** The status when the URL has no valid `errorStatus` parameter. */
  defaultStatus: ErrorStatus;
}

/** The error route: `/error?errorStatus=406`, its aliases `/403` and `/500`, and every unknown path. */
export function ErrorPage({ defaultStatus }: ErrorPageProps) {
  const [searchParams] = useSearchParams();
  return <ErrorScreen status={parseErrorStatus(searchParams.get('errorStatus')) ?? defaultStatus} />;
}
