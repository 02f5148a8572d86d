import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  ORIGIN_VERIFY_HEADER,
  VIEWER_ADDRESS_HEADER,
} from '../../../functions/lib/client-address';

const SECRET = 'origin-secret-of-at-least-32-characters';
const EDGE = '130.176.0.1';

describe('clientAddress', () => {
  it("takes CloudFront's viewer address, without its port, from a request with the origin secret", () => {
    const headers = { [VIEWER_ADDRESS_HEADER]: '203.0.113.7:46532', [ORIGIN_VERIFY_HEADER]: SECRET };
    expect(clientAddress(headers, EDGE, SECRET)).toBe('203.0.113.7');
    const v6 = { [VIEWER_ADDRESS_HEADER]: '2001:db8::7:46532', [ORIGIN_VERIFY_HEADER]: SECRET };
    expect(clientAddress(v6, EDGE, SECRET)).toBe('2001:db8::7');
  });

  it('keeps sourceIp when the header could be the caller’s own: no secret, a wrong one, none configured', () => {
    const viewer = { [VIEWER_ADDRESS_HEADER]: '203.0.113.7:46532' };
    expect(clientAddress(viewer, EDGE, SECRET)).toBe(EDGE);
    expect(clientAddress({ ...viewer, [ORIGIN_VERIFY_HEADER]: 'guess' }, EDGE, SECRET)).toBe(EDGE);
    expect(clientAddress({ ...viewer, [ORIGIN_VERIFY_HEADER]: SECRET }, EDGE, undefined)).toBe(EDGE);
    expect(clientAddress({ [ORIGIN_VERIFY_HEADER]: SECRET }, EDGE, SECRET)).toBe(EDGE);
  });
});
