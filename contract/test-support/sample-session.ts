import type { AuthResponse } from '../schemas/user';

// A signed-in shopper's login response exactly as the wire contract describes it (stored under
// `auth`); tests derive variants from it.
export function sampleSession(user: Partial<AuthResponse['user']> = {}): AuthResponse {
  return {
    success: true,
    message: 'Login successful',
    user: {
      _id: 'u1',
      name: 'Sisi',
      username: 'sisi',
      email: 'sisi@email.com',
      role: 0,
      address: { street: '1 Allen Avenue', city: 'Ikeja', state: 'Lagos', zip: '100001' },
      image: '',
      token: 'token-1',
      ...user,
    },
  };
}
