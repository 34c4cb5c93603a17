import 'react';

// The platform's invoker commands (a button that opens a <dialog> as a modal, or closes it, with no script), which
// React passes through as plain attributes and its types do not list yet.
declare module 'react' {
  // The same type parameter as React's own declaration, which a merged interface must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
