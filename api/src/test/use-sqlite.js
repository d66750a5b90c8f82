// jest project 'sqlite': every test app gets a fresh SQLite file in a temp folder.
process.env.PORTAL_TEST_DB = 'sqlite';
