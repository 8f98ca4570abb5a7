"""Tests of the table service, its store and its views."""
