// The application: providers around the router.
import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
