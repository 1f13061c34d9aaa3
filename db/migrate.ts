import { DEFAULT_DATABASE_PATH, openDatabase } from './client';

const file = process.env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH;
openDatabase(file).$client.close();
console.log(`Database ${file} is migrated.`);
