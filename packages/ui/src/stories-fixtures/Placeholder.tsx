import type { ReactNode } from 'react';
import { Box } from '../Box/Box';

/** A neutral block for the layout stories: a tinted, rounded box with a label, built from Box itself. */
export function Placeholder({ children, as = 'div' }: { children: ReactNode; as?: 'div' | 'li' }) {
  return (
    <Box as={as} background="muted" borderRadius="md" padding="md">
      {children}
    </Box>
  );
}
