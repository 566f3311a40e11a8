// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HOSTED_ANON_KEY, HOSTED_URL, hostedConfig } from '../../supabase/local/hostedConfig';

const url = 'https://abcd.supabase.co';

describe('the hosted Supabase settings', () => {
  it('are both or neither', () => {
    expect(hostedConfig({})).toBeUndefined();
    expect(hostedConfig({ [HOSTED_URL]: ' ', [HOSTED_ANON_KEY]: '' })).toBeUndefined();
    expect(hostedConfig({ [HOSTED_URL]: url, [HOSTED_ANON_KEY]: 'anon' })).toEqual({ url, anonKey: 'anon' });
  });

  it('name the one that is missing when only one is set', () => {
    expect(() => hostedConfig({ [HOSTED_URL]: url })).toThrow(
      `${HOSTED_URL} is set but ${HOSTED_ANON_KEY} is missing`,
    );
    expect(() => hostedConfig({ [HOSTED_ANON_KEY]: 'anon', [HOSTED_URL]: '' })).toThrow(
      `${HOSTED_ANON_KEY} is set but ${HOSTED_URL} is missing`,
    );
  });

  it('refuse an address that is not one', () => {
    expect(() => hostedConfig({ [HOSTED_URL]: 'abcd.supabase.co', [HOSTED_ANON_KEY]: 'anon' })).toThrow(
      `${HOSTED_URL} must be the project's address`,
    );
  });

  it('stop a build that has only one of them, before it touches dist/', () => {
    const env = { ...process.env, [HOSTED_URL]: url, [HOSTED_ANON_KEY]: '' };
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/build-site.ts', '--quiet'], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(build.status).toBe(1);
    expect(build.stderr).toContain(`${HOSTED_URL} is set but ${HOSTED_ANON_KEY} is missing`);
  });
});
