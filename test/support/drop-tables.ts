import { afterAll } from 'vitest';
import { dropTestTables } from './db';

// Registered before the file's own hooks, so it runs after them: its clouds and workers have stopped writing.
afterAll(dropTestTables);
