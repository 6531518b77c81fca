import { describe, expect, it } from 'vitest';
import { emailSignupBody, memberProfileBody } from './member';

describe('member names', () => {
  it('are stored with Persian ی/ک when typed on an Arabic keyboard layout', () => {
    const profile = memberProfileBody.parse({ first_name: ' علي ', last_name: 'كريمي' });
    expect(profile).toMatchObject({ first_name: 'علی', last_name: 'کریمی' });
    const signup = emailSignupBody.shape.first_name.parse('مصطفى');
    expect(signup).toBe('مصطفی');
  });
});
