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
