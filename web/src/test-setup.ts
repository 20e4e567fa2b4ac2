// jsdom set-up for web unit tests.
