"""Blind conformance tests: situations written from the seed texts alone, through the public API.

Each file covers one seed section; each test quotes the few words of the seed it checks and
names its rule id. They were written by someone who had not read the engine or its other tests,
so they check the seeds' words, not our reading of them."""
