"""The chat front-end of the table service, for every game: messages in, replies out.

:mod:`tenkaichi.chat.messages` holds what every chat platform shares (an :class:`Incoming`
message, a :class:`Reply` with its buttons, pings and privacy, the :class:`ChatFrontend`
protocol); platform adapters (Discord) translate their own objects to and from these and hold
no rules and no state of their own.
"""
