import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '@pac/session';
import { Toaster } from '@pac/ui';
import { ShellLayout } from './shell-layout.js';

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <ShellLayout />
        <Toaster />
      </SessionProvider>
    </BrowserRouter>
  );
}
