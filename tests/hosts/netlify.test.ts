import { describeHost } from './support/host-checks';
import { netlify } from './support/hosts';

describeHost(netlify);
