import { Outlet, useNavigation } from 'react-router';
import { PageLoader } from './PageLoader.tsx';

/**
 * Every route renders inside this layout. While a navigation loads its chunk or loader data, the overlay
 * covers the page being left; once there, each page shows the overlay until its own initial data is in.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <Outlet />
      {navigation.state !== 'idle' && <PageLoader />}
    </>
  );
}
