import * as css from './Form.css';

/** A field's message, rendered only when there is one; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className={css.error}>
      {message}
    </p>
  );
}
