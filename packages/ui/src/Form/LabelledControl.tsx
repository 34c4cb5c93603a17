import type { ReactNode } from 'react';
import { Stack } from '../Stack/Stack';
import * as css from './Form.css';

/**
 * A label above its control, for search and filter forms, which have no errors and no required marks (a form that
 * checks its fields uses TextField or SelectField). The control, the child, carries `id`.
 */
export function LabelledControl({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Stack space="xxs" className={className}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </Stack>
  );
}
