// Supabase Edge Function entry (Deno): this folder's definition, served (supabase/functions/_shared/serve.ts).
import definition from './definition.ts';
import { serve } from '../_shared/serve.ts';

serve(definition);
