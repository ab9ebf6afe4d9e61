import { DEFAULT_PORTS, REMOTES, SERVICES } from '@pac/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { readAdminCredentials, readPorts } from './config.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('stack configuration', () => {
  it('uses the documented default ports (site 5173, gateway 8082)', () => {
    delete process.env.SHELL_PORT;
    delete process.env.GATEWAY_PORT;
    const ports = readPorts();
    expect(ports.shell).toBe(5173);
    expect(ports.gateway).toBe(8082);
  });

  it('gives every service its default port and reads <SERVICE>_PORT (the analysis service on 3106)', () => {
    for (const name of SERVICES) delete process.env[`${name.toUpperCase()}_PORT`];
    expect(readPorts().services).toEqual(
      Object.fromEntries(SERVICES.map((name) => [name, DEFAULT_PORTS[name]])),
    );
    expect(readPorts().services.analysis).toBe(3106);
    process.env.ANALYSIS_PORT = '4106';
    expect(readPorts().services.analysis).toBe(4106);
  });

  it('gives every remote its own default port and reads MFE_<NAME>_PORT (the calculator on 5178)', () => {
    for (const name of REMOTES) delete process.env[`${name.toUpperCase()}_PORT`];
    expect(readPorts().remotes).toEqual(
      Object.fromEntries(REMOTES.map((name) => [name, DEFAULT_PORTS[name]])),
    );
    expect(readPorts().remotes.mfe_calculator).toBe(5178);
    expect(new Set(Object.values(readPorts().remotes)).size).toBe(REMOTES.length);
    process.env.MFE_CALCULATOR_PORT = '6178';
    expect(readPorts().remotes.mfe_calculator).toBe(6178);
  });

  it('names the variable when a port is not a port', () => {
    process.env.GATEWAY_PORT = 'eighty';
    expect(() => readPorts()).toThrow('GATEWAY_PORT must be a port number, got "eighty"');
  });

  it('marks a defaulted admin password as such so the start command prints it', () => {
    delete process.env.ADMIN_PASSWORD;
    expect(readAdminCredentials().defaulted).toBe(true);
    process.env.ADMIN_PASSWORD = 'Chosen-Pass-1!';
    expect(readAdminCredentials()).toMatchObject({ password: 'Chosen-Pass-1!', defaulted: false });
  });
});
