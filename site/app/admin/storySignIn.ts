import { adminTexts as text } from '@cg/content/adminTexts';
import { storyAdmin } from '@cg/local-supabase/story';
import { userEvent, within } from 'storybook/test';

type Account = { email: string; password: string };

/** Types an account into the back office's sign-in form and sends it; what the page answers is the story's to check. */
export async function typeSignIn(canvasElement: HTMLElement, account: Account) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: text.signIn.labels.email }), account.email);
  await userEvent.type(canvas.getByLabelText(text.signIn.labels.password), account.password);
  await userEvent.click(canvas.getByRole('button', { name: text.signIn.labels.submit }));
}

/**
 * Signs the stories' admin in and waits until the back office shows its account (its sign-out button): the
 * password check, the session and the role check run in the page's own database, which a busy two-core host takes
 * seconds for. The sign-in form's own heading is a level-1 heading too, so waiting for "a heading" would not wait.
 */
export async function signInAsAdmin(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await typeSignIn(canvasElement, storyAdmin);
  await canvas.findByRole('button', { name: text.signOut }, { timeout: 20_000 });
  return canvas;
}
