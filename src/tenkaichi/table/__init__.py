"""The table: people and bots playing one fight together through a service.

The input log is the truth (every answer, dice entry, undo, pause, resume and end, numbered by
seq); the fight is rebuilt by replay, snapshots are a cache; nothing leaves the service but one
seat's view. See :mod:`tenkaichi.table.service`.
"""
