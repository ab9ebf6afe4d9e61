// Relative imports: Vite bundles this config with Node's conditions, which would need the libs' dist builds.
import { DEFAULT_PORTS } from '../libs/contracts/src/services.js';
import { remoteViteConfig } from '../libs/federation/src/remote-vite-config.js';

export default remoteViteConfig('mfe_calculator', {
  port: DEFAULT_PORTS.mfe_calculator,
  gatewayPort: DEFAULT_PORTS.gateway,
});
