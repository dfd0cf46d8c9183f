import type { SmsConfig } from '@/lib/env';
import { africasTalkingGateway } from './africas-talking';
import type { SmsGateway } from './gateway';
import { webhookGateway } from './webhook';

/** The gateway the environment configures (lib/env.ts SMS), or undefined: no SMS is sent at all. */
export function smsGatewayFrom(config: SmsConfig | undefined): SmsGateway | undefined {
  if (!config) return undefined;
  switch (config.provider) {
    case 'webhook':
      return webhookGateway(config);
    case 'africastalking':
      return africasTalkingGateway(config);
  }
}
