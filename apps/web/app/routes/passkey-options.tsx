import type { Route } from './+types/passkey-options';
import { passkeyOptions } from '../features/auth/passkeys.server.ts';

/** A resource route for the passkey buttons: POST intent=sign-in|second-step|register|step-up → { options } (decision 165). */
export const action = (args: Route.ActionArgs) => passkeyOptions(args);
