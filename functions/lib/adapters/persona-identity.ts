import type { IdentityPort, InquiryOutcome } from '../ports/identity';

export interface PersonaOptions {
  /** PERSONA_TEMPLATE_ID; checked when first used. */
  templateId: string | undefined;
  environment: 'sandbox' | 'production';
  /** Read when first needed (Secrets Manager in AWS). */
  apiKey: () => Promise<string>;
  fetch?: typeof fetch;
}

/** Persona's inquiry statuses, as this platform reads them. */
const outcomeOfStatus: Record<string, InquiryOutcome> = {
  approved: 'approved',
  completed: 'approved',
  declined: 'declined',
  failed: 'declined',
  expired: 'declined',
  errored: 'error',
};

/** Persona (withpersona.com): the embedded flow takes the template and the reference id (our user uuid). */
export function personaIdentity(options: PersonaOptions): IdentityPort {
  const call = options.fetch ?? fetch;
  return {
    clientConfig(referenceId) {
      if (!options.templateId) throw new Error('PERSONA_TEMPLATE_ID must be set');
      return { template_id: options.templateId, environment: options.environment, reference_id: referenceId };
    },
    async inquiryOutcome(referenceId) {
      const url = new URL('https://withpersona.com/api/v1/inquiries');
      url.searchParams.set('filter[reference-id]', referenceId);
      url.searchParams.set('page[size]', '1');
      const response = await call(url, {
        headers: {
          authorization: `Bearer ${await options.apiKey()}`,
          accept: 'application/json',
          'persona-version': '2023-01-05',
        },
      });
      if (!response.ok) throw new Error(`Persona answered ${response.status} for inquiry ${referenceId}`);
      const { data } = (await response.json()) as { data?: { attributes?: { status?: string } }[] };
      const status = data?.[0]?.attributes?.status;
      return (status ? outcomeOfStatus[status] : undefined) ?? 'pending';
    },
  };
}
