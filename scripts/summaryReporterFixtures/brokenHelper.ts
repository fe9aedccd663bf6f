// Importing this module fails, as a test file whose imports throw (a driver that does not load) does.
throw new Error('this module fails while it is imported');
