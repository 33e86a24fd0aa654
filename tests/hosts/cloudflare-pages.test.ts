import { describeHost } from './support/host-checks';
import { cloudflarePages } from './support/hosts';

describeHost(cloudflarePages);
