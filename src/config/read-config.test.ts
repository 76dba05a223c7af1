import { describe, expect, it } from 'vitest';
import { readConfig } from './read-config';

describe('readConfig', () => {
  it('fills every brand value with a safe default', () => {
    const config = readConfig({});
    expect(config.companyName).toBe('Sample Lending Corp.');
    expect(config.provider).toBe('pesoloan');
    expect(config.apiBase).toBe('/api');
    expect(config.schemeUrlPrefix).toBe('pesoloan://');
  });

  it('takes values from VITE_* variables', () => {
    const config = readConfig({ VITE_PROVIDER: 'cashko', VITE_API_BASE: 'https://api.example.ph' });
    expect(config.provider).toBe('cashko');
    expect(config.apiBase).toBe('https://api.example.ph');
  });

  it('has no host lists: hosts are runtime configuration of the server, not of the build', () => {
    const config = readConfig({ VITE_LINK_HOSTS: 'evil.example' });
    expect(Object.keys(config)).not.toContain('linkHosts');
    expect(JSON.stringify(config)).not.toContain('evil.example');
  });

  it('refuses a bad value at start-up with a message naming the field', () => {
    expect(() => readConfig({ VITE_THEME_COLOR: 'green' })).toThrow(
      /themeColor: must be a #rrggbb/,
    );
    expect(() => readConfig({ VITE_COMPANY_EMAIL: 'nope' })).toThrow(/companyEmail/);
  });
});
