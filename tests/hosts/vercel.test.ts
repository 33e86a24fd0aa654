import { describeHost } from './support/host-checks';
import { vercel } from './support/hosts';

describeHost(vercel);
