import {
  NewsletterResponseSchema,
  type NewsletterRequest,
  type NewsletterResponse,
} from '../../contract/schemas/newsletter';
import { api } from './client';

export async function subscribeNewsletter(body: NewsletterRequest): Promise<NewsletterResponse> {
  return NewsletterResponseSchema.parse(await api.post('newsletter', { json: body }).json());
}
