import { setup } from './temp-root.js';
export default setup;
