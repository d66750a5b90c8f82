// jest project 'postgres': every test file works in its own schema of this database.
process.env.PORTAL_TEST_DB = 'postgres';
process.env.PORTAL_TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
