import { teardown } from './temp-root.js';
export default teardown;
