// Runs two child servers through runInOrder, as `npm start` does, for the supervisor's signal tests.
import { fileURLToPath } from 'node:url';
import { runInOrder } from '../processes.mjs';

const server = fileURLToPath(new URL('./child-server.mjs', import.meta.url));
const [portA, portB] = process.argv.slice(2);
runInOrder(
  [
    {
      name: 'a',
      command: process.execPath,
      args: [server],
      env: { PORT: portA },
      readyUrl: `http://127.0.0.1:${portA}/`,
    },
    {
      name: 'b',
      command: process.execPath,
      args: [server],
      env: { PORT: portB },
      readyUrl: `http://127.0.0.1:${portB}/`,
    },
  ],
  {
    readyMessage: 'both ready',
    onEvent: (event) => event.type === 'ready' && console.log(`ready ${event.name} ${event.pid}`),
  },
);
