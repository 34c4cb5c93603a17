// The one entry of every deployed function (its folder's index.ts calls it with its definition): the handler built
// from the platform's environment, served by Deno.
import type { FunctionDefinition } from './defineFunction.ts';
import { platformFrom } from './functionPlatform.ts';
import { background, env } from './platform.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

export function serve(definition: FunctionDefinition) {
  Deno.serve(definition.create(platformFrom(env, background)));
}
