import { RequestMapping, RequestMethod, SetMetadata, applyDecorators } from '@nestjs/common';
import { type AnyEndpoint } from '@pac/contracts';

/** Metadata key of `@Route(entry)`: the catalogue entry a handler answers; read by the catalogue check. */
export const CATALOGUE_ENDPOINT = 'pac:catalogue-endpoint';

/**
 * Binds a handler to its entry of the endpoint catalogue (`libs/contracts/src/endpoints`): Nest's method and path
 * come from the entry, so the path is written once. Entry paths are full (`/api/deals/:id`), so the controller
 * takes no path of its own: `@Controller()`. Validation stays where it is (the entry's `request`/`query` schemas
 * are the ones the handler's pipes use); each service's route test checks every route is bound to its entry.
 *
 *   @Route(IDENTITY_ENDPOINTS.login) @Public('sign-in, password step') login(...)
 */
export const Route = (entry: AnyEndpoint) =>
  applyDecorators(
    RequestMapping({ path: entry.path, method: RequestMethod[entry.method] }),
    SetMetadata(CATALOGUE_ENDPOINT, entry),
  );
